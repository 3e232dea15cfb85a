import { useTranslation } from "../../i18n/i18n.ts";

export interface OfficerView {
  name: string;
  email: string;
  phone: string;
  acknowledgeWithinDays: number;
  resolveWithinDays: number;
  escalationUrl: string;
  escalationName: string;
}

/** The grievance officer (data/site.json, the one place their details live) and the escalation path. */
export function GrievanceCard({ officer }: { officer: OfficerView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="grievance-heading" className="card mt-8" data-testid="my-data-grievance">
      <h2 id="grievance-heading" className="text-lg font-bold text-brand-950">
        {t("mydata.grievance.heading")}
      </h2>
      <p className="mt-2">
        <strong>{officer.name}</strong>, {t("mydata.grievance.officer")}
      </p>
      <p className="mt-1 break-words">
        {t("mydata.grievance.email")}:{" "}
        <a className="underline" href={`mailto:${officer.email}`}>
          {officer.email}
        </a>{" "}
        · {t("mydata.grievance.phone")}:{" "}
        <a className="underline" href={`tel:${officer.phone.replace(/\s/g, "")}`}>
          {officer.phone}
        </a>
      </p>
      <p className="mt-2 text-sm">
        {t("mydata.grievance.response", {
          ack: officer.acknowledgeWithinDays,
          days: officer.resolveWithinDays,
        })}
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        {t("mydata.grievance.escalation", { days: officer.resolveWithinDays })}{" "}
        <a className="underline" href={officer.escalationUrl} rel="noopener noreferrer" target="_blank">
          {officer.escalationName}
        </a>
      </p>
    </section>
  );
}

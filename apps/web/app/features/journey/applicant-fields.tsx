import { useTranslation } from "../../i18n/i18n.ts";
import { DateOfBirthInput, Field, type FieldErrors } from "./fields.tsx";

export type ApplicantFieldName = "fullName" | "email" | "dateOfBirth" | "pan";

/**
 * Who the applicant is: name, email, date of birth and PAN, the same four fields wherever a borrower gives
 * them (the loan journey's details step and the free credit score check), in the same order, with the same
 * autofill hints and the same PAN input. Plain inputs inside the page's own server-rendered form, so they
 * post without JavaScript; the values are checked by the domain's validators on the server, whose errors
 * come back in `errors`. `value` gives what to show in a field: what was just typed, else what is known.
 */
export function ApplicantFields({
  value,
  errors,
  panHint,
}: {
  value: (name: ApplicantFieldName) => string;
  errors: FieldErrors;
  panHint: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field name="fullName" label={t("journey.details.fullName")} error={errors.fullName}>
        {(props) => <input {...props} name="fullName" autoComplete="name" defaultValue={value("fullName")} />}
      </Field>
      <Field name="email" label={t("journey.details.email")} error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={value("email")}
          />
        )}
      </Field>
      <Field
        name="dateOfBirth"
        label={t("journey.details.dateOfBirth")}
        hint={t("journey.details.dateHint")}
        error={errors.dateOfBirth}
      >
        {(props) => <DateOfBirthInput {...props} defaultValue={value("dateOfBirth")} />}
      </Field>
      <Field name="pan" label={t("journey.details.pan")} hint={panHint} error={errors.pan}>
        {(props) => (
          <input
            {...props}
            name="pan"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            className={`${props.className} uppercase tracking-wider`}
            defaultValue={value("pan")}
          />
        )}
      </Field>
    </>
  );
}

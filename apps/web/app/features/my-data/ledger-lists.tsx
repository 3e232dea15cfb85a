import type { LedgerConsent, LedgerSharing, LedgerWithdrawal } from "@loansetu/api/privacy/ledger";
import { formatTextVersion } from "@loansetu/domain/format";
import { Form } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { type LenderIdentity, LenderName } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { formatWhen } from "./when.ts";

export interface LedgerView {
  consents: LedgerConsent[];
  /** `recipient` is the name the customer reads (a bureau's public name, a lender's name). */
  sharings: (LedgerSharing & { recipient: string; lender?: LenderIdentity | null })[];
  withdrawals: LedgerWithdrawal[];
}

/** The three lists of the ledger, each newest first as the server sorted them. */
export function LedgerLists({ ledger, busy = false }: { ledger: LedgerView; busy?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string) => formatWhen(iso, locale);
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="consents-heading" data-testid="ledger-consents">
        <h2 id="consents-heading" className="text-lg font-bold text-brand-950">
          {t("mydata.ledger.consents")}
        </h2>
        {ledger.consents.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t("mydata.ledger.emptyConsents")}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {ledger.consents.map((consent) => (
              <li
                key={`${consent.at}-${consent.purpose}-${consent.screen}-${consent.reference}`}
                className="card text-sm"
                data-testid="ledger-consent"
                data-purpose={consent.purpose}
                data-reference={consent.reference ?? ""}
              >
                <p className="font-semibold">{t(`mydata.ledger.purpose.${consent.purpose}`)}</p>
                {consent.partner ? (
                  <p data-testid="ledger-consent-partner">
                    {t("mydata.ledger.partner", { partner: consent.partner })}
                  </p>
                ) : null}
                <p>
                  {t(consent.granted ? "mydata.ledger.given" : "mydata.ledger.refused")} · {when(consent.at)}
                </p>
                <p className="text-ink-soft">
                  {t("mydata.ledger.onScreen", { screen: t(`mydata.ledger.screen.${consent.screen}`) })}
                  {consent.textVersion && formatTextVersion(consent.textVersion, locale)
                    ? ` · ${t("mydata.ledger.version", { version: formatTextVersion(consent.textVersion, locale) })}`
                    : ""}
                </p>
                {consent.reference ? (
                  <p className="text-ink-soft">
                    {t("mydata.ledger.forApplication", { reference: consent.reference })}
                  </p>
                ) : null}
                {consent.withdraw ? (
                  // Each consent in force is withdrawn by itself; the line above the button says what it ends.
                  <Form method="post" className="mt-2 space-y-1" data-testid="withdraw-one">
                    <input type="hidden" name="intent" value="withdrawOne" />
                    <input type="hidden" name="kind" value={consent.withdraw.kind} />
                    <input type="hidden" name="reference" value={consent.withdraw.reference ?? ""} />
                    <p className="text-ink">{t(`mydata.ledger.withdrawEffect.${consent.withdraw.kind}`)}</p>
                    <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" disabled={busy}>
                      {t("mydata.ledger.withdrawOne")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="sharings-heading" data-testid="ledger-sharings">
        <h2 id="sharings-heading" className="text-lg font-bold text-brand-950">
          {t("mydata.ledger.sharings")}
        </h2>
        {ledger.sharings.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t("mydata.ledger.emptySharings")}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {ledger.sharings.map((sharing) => (
              <li
                key={`${sharing.at}-${sharing.occasion}-${sharing.reference}`}
                className="card text-sm"
                data-testid="ledger-sharing"
                data-occasion={sharing.occasion}
                data-reference={sharing.reference ?? ""}
              >
                <p className="font-semibold">
                  <LenderName lender={sharing.lender ?? undefined} name={sharing.recipient} />
                </p>
                <p>
                  {t(`mydata.ledger.occasion.${sharing.occasion}`)} · {when(sharing.at)}
                </p>
                {sharing.reference ? (
                  <p className="text-ink-soft">
                    {t("mydata.ledger.forApplication", { reference: sharing.reference })}
                  </p>
                ) : null}
                <p className="text-ink-soft">
                  {t("mydata.ledger.fields", {
                    fields: sharing.fields.map((field) => t(`mydata.ledger.field.${field}`)).join(", "),
                  })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="withdrawals-heading" data-testid="ledger-withdrawals">
        <h2 id="withdrawals-heading" className="text-lg font-bold text-brand-950">
          {t("mydata.ledger.withdrawals")}
        </h2>
        {ledger.withdrawals.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t("mydata.ledger.emptyWithdrawals")}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {ledger.withdrawals.map((withdrawal) => (
              <li
                key={`${withdrawal.at}-${withdrawal.purpose}-${withdrawal.reference}`}
                className="card text-sm"
                data-testid="ledger-withdrawal"
                data-purpose={withdrawal.purpose}
              >
                <p className="font-semibold">{t(`mydata.ledger.purpose.${withdrawal.purpose}`)}</p>
                <p>{when(withdrawal.at)}</p>
                <p className="text-ink-soft">
                  {t("mydata.ledger.onScreen", { screen: t(`mydata.ledger.screen.${withdrawal.screen}`) })}
                </p>
                {withdrawal.reference ? (
                  <p className="text-ink-soft">
                    {t("mydata.ledger.forApplication", { reference: withdrawal.reference })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

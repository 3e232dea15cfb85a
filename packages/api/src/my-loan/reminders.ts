import type { Database } from "@loansetu/db/client";
import {
  applicationOptouts,
  applications,
  lenderShares,
  loanReminderSettings,
  loanRemindersSent,
  users,
} from "@loansetu/db/schema";
import { and, eq, isNotNull, isNull } from "@loansetu/db/sql";
import { formatLongDay, formatRupees } from "@loansetu/domain/format";
import { type PostedInstalment, REMINDER_DEFAULT_TIME, reminderDue } from "@loansetu/domain/loan-planner";
import type { ApiLocale } from "../auth/messages.ts";
import { paymentsOf } from "../lenders/servicing.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { JobQueue } from "../queue/job-queue.ts";
import { createShortLinks, localePath } from "../short-links/service.ts";
import { REMINDER_EMAIL, REMINDER_SMS } from "./messages.ts";
import { createMyLoanService, STOP_LINK_SECONDS } from "./service.ts";

// EMI reminders (decision 0077): a few days before each EMI of a disbursed loan's posted schedule, an SMS and
// an e-mail in the borrower's language, at the time of day they chose (10:00 in India unless they chose
// another, never at night), each with a link to the loan and a one-tap link that stops them. A recurring job
// looks every half hour; a row per instalment in `loan_reminders_sent`, written in the same transaction as
// the messages, makes each reminder go once however many instances run the job.

export const REMINDER_JOB = "loan.reminders";
/** Every half hour: India's offset is 5 h 30 min, so UTC's half hours are India's, and every time chosen is met. */
export const REMINDER_SCHEDULE = { everyMs: 30 * 60_000 } as const;

export function scheduleLoanReminders(queue: JobQueue, deps: ApiDeps): void {
  queue.define(REMINDER_JOB, {
    async run(job) {
      const sent = await sendDueReminders(deps);
      if (sent > 0)
        deps.logger.info({ event: "loan-reminders", jobId: job.id, sent }, `sent ${sent} EMI reminders`);
    },
  });
  queue.recurring(REMINDER_JOB, REMINDER_SCHEDULE);
}

/** Sends every reminder due now that has not gone yet; answers how many went. */
export async function sendDueReminders(deps: ApiDeps): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock();
  const service = createMyLoanService(deps);
  const shortLinks = createShortLinks(deps);
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const loans = await db
    .select({
      share: lenderShares,
      applicationId: applications.id,
      reference: applications.reference,
      email: applications.personalEmail,
      mobile: users.mobile,
      userEmail: users.email,
      locale: users.locale,
      sendAt: loanReminderSettings.sendAt,
    })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(loanReminderSettings, eq(loanReminderSettings.shareId, lenderShares.id))
    .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
    .where(
      and(
        eq(lenderShares.status, "disbursed"),
        isNotNull(lenderShares.schedule),
        // A loan its lender reported closed has nothing left to remind of.
        isNull(lenderShares.closure),
        isNull(loanReminderSettings.stoppedAt),
        isNull(applicationOptouts.applicationId),
      ),
    );
  let sent = 0;
  for (const loan of loans) {
    const time = loan.sendAt ?? REMINDER_DEFAULT_TIME;
    const due = ((loan.share.schedule ?? []) as unknown as PostedInstalment[]).filter((row) =>
      reminderDue(row.dueDate, time, now),
    );
    if (due.length === 0) continue;
    // An EMI the lender already reported paid (paid early) needs no reminder.
    const paid = new Set(
      (await paymentsOf(db, loan.share.id))
        .filter((row) => row.status === "paid")
        .map((row) => row.instalment),
    );
    const unpaid = due.filter((row) => !paid.has(row.number));
    const locale: ApiLocale = loan.locale === "hi" ? "hi" : "en";
    const lender = lenders.find((candidate) => candidate.id === loan.share.lenderId)?.shortName ?? "";
    for (const instalment of unpaid) {
      const went = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [claimed] = await tx
          .insert(loanRemindersSent)
          .values({
            shareId: loan.share.id,
            instalment: instalment.number,
            dueDate: instalment.dueDate,
            locale,
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ instalment: loanRemindersSent.instalment });
        if (!claimed) return false;
        // Links last until a little after the EMI's date; the stop link as long as its signed token.
        const expires = new Date(now.getTime() + STOP_LINK_SECONDS * 1000);
        const token = await service.stopLink(loan.mobile, loan.share.id);
        const values = {
          brand: deps.config.BRAND_NAME,
          lender,
          amount: formatRupees(instalment.emi),
          date: formatLongDay(instalment.dueDate, locale),
          link: await shortLinks.create(
            localePath(locale, `/dashboard/loans/${loan.reference}`),
            expires,
            locale,
            tx,
          ),
          stop: await shortLinks.create(
            localePath(locale, `/loan-reminders/stop?token=${token}`),
            expires,
            locale,
            tx,
          ),
        };
        await deps.outbox.queueSms(loan.mobile, REMINDER_SMS[locale](values), { tx });
        const to = loan.email ?? loan.userEmail;
        if (to) {
          await deps.outbox.sendEmail(
            {
              to,
              subject: REMINDER_EMAIL[locale].subject(values),
              text: REMINDER_EMAIL[locale].body(values),
            },
            { tx },
          );
        }
        return true;
      });
      if (went) sent++;
    }
  }
  if (sent > 0) deps.queue.kick();
  return sent;
}

import { toLatinDigits } from "./digits.ts";
import { fail, PASS, type ValidationResult } from "./validation-result.ts";

// A date of birth is typed, not picked: a calendar opening on this year makes someone born in 1985 page back
// forty years. People in India write it day first, DD/MM/YYYY; the server stores it as YYYY-MM-DD.

/** The youngest applicant any of our loans takes (§5: two-wheeler and green loans from 18; others 21). */
export const MIN_APPLICANT_AGE = 18;
/** Oldest age the form takes: a date of birth making someone older is a typing slip. */
export const MAX_APPLICANT_AGE = 100;

const TYPED = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The parts of a typed date (DD/MM/YYYY, with / . - or a space, or 8 digits DDMMYYYY; YYYY-MM-DD as stored). */
function parts(input: string): [number, number, number] | null {
  const value = toLatinDigits(input.trim());
  const iso = ISO.exec(value);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const typed = TYPED.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (typed) return [Number(typed[3]), Number(typed[2]), Number(typed[1])];
  return null;
}

/** A typed date of birth as YYYY-MM-DD, or null when it is not in a date format or is no real day (31/02). */
export function parseDateOfBirth(input: string): string | null {
  const found = parts(input);
  return found ? realDate(...found) : null;
}

/** A stored YYYY-MM-DD date as people type it, DD/MM/YYYY; anything else is given back as it is. */
export function formatDateOfBirth(value: string): string {
  const iso = ISO.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * What the date box should hold after a keystroke: digits with the slashes put in after the day and the
 * month, at most DD/MM/YYYY. A slash typed by the person is kept where it belongs ("5/" becomes "05/").
 */
export function dateOfBirthInputValue(typed: string): string {
  const value = toLatinDigits(typed);
  const pieces = value.split(/[/.\- ]/);
  // A day or month typed as one digit and closed with a separator: pad it.
  if (pieces.length > 1) {
    const [day, month, ...rest] = pieces as [string, string, ...string[]];
    const digits = [
      day.length === 1 ? `0${day}` : day,
      month.length === 1 && rest.length > 0 ? `0${month}` : month,
      ...rest,
    ]
      .join("")
      .replace(/\D/g, "");
    return withSlashes(digits.slice(0, 8), /[/.\- ]$/.test(value));
  }
  return withSlashes(value.replace(/\D/g, "").slice(0, 8), false);
}

function withSlashes(digits: string, trailing: boolean): string {
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  let out = day;
  if (digits.length > 2 || (trailing && digits.length === 2)) out += `/${month}`;
  if (digits.length > 4 || (trailing && digits.length === 4)) out += `/${year}`;
  return out;
}

/** Whole years from a YYYY-MM-DD birth date to a YYYY-MM-DD day (a 29 Feb birthday counts on 1 Mar). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The date of birth field: filled, in the DD/MM/YYYY form, a day that exists, and an age from 18 to 100
 * on `today` (YYYY-MM-DD, India's date). Each failure has its own message, so the person knows what to fix.
 */
export function validateDateOfBirth(value: string | undefined, today: string): ValidationResult {
  const raw = (value ?? "").trim();
  if (raw === "") return fail("field.empty");
  if (parts(raw) === null) return fail("dob.format");
  const date = parseDateOfBirth(raw);
  if (date === null) return fail("dob.invalid");
  const age = ageOn(date, today);
  if (age < MIN_APPLICANT_AGE) return fail("dob.tooYoung", { min: MIN_APPLICANT_AGE });
  return age <= MAX_APPLICANT_AGE ? PASS : fail("dob.tooOld", { max: MAX_APPLICANT_AGE });
}

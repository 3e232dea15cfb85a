import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageOn,
  dateOfBirthInputValue,
  formatDateOfBirth,
  parseDateOfBirth,
  validateDateOfBirth,
} from "../src/date-of-birth.ts";

const TODAY = "2026-11-22";
const id = (value: string) => {
  const result = validateDateOfBirth(value, TODAY);
  return result.ok ? "ok" : result.id;
};

/** Any real day from 1000 to 2999, as YYYY-MM-DD. */
const realDay = fc
  .date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("date of birth typed as DD/MM/YYYY", () => {
  it("round-trips every real day: formatted as people type it, parsed back to the same day", () => {
    fc.assert(
      fc.property(realDay, (iso) => {
        const typed = formatDateOfBirth(iso);
        expect(typed).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parseDateOfBirth(typed)).toBe(iso);
        // The box's own formatting keeps a typed date as it is, and builds it from the bare digits too.
        expect(dateOfBirthInputValue(typed)).toBe(typed);
        expect(dateOfBirthInputValue(typed.replaceAll("/", ""))).toBe(typed);
      }),
    );
  });

  it("never throws and gives either null or a real day for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseDateOfBirth(text);
        if (parsed !== null) expect(formatDateOfBirth(parsed).length).toBe(10);
        expect(dateOfBirthInputValue(text).length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it("reads the ways people write the same day, and rejects days that do not exist", () => {
    for (const typed of ["15/06/1995", "15-06-1995", "15.06.1995", "15 06 1995", "15061995", "1995-06-15"]) {
      expect(parseDateOfBirth(typed)).toBe("1995-06-15");
    }
    expect(parseDateOfBirth("5/6/1995")).toBe("1995-06-05");
    expect(parseDateOfBirth("१५/०६/१९९५")).toBe("1995-06-15");
    expect(parseDateOfBirth("29/02/2000")).toBe("2000-02-29");
    for (const typed of [
      "29/02/1999",
      "31/04/1990",
      "00/01/1990",
      "10/13/1990",
      "15/06/95",
      "June 1995",
      "",
    ]) {
      expect(parseDateOfBirth(typed)).toBeNull();
    }
    expect(formatDateOfBirth("not a date")).toBe("not a date");
  });

  it("puts the slashes in while typing, and lets a backspace take them out", () => {
    expect(dateOfBirthInputValue("1")).toBe("1");
    expect(dateOfBirthInputValue("15")).toBe("15");
    expect(dateOfBirthInputValue("150")).toBe("15/0");
    expect(dateOfBirthInputValue("1506")).toBe("15/06");
    expect(dateOfBirthInputValue("15/06/")).toBe("15/06/");
    expect(dateOfBirthInputValue("15/06")).toBe("15/06");
    expect(dateOfBirthInputValue("15/")).toBe("15/");
    expect(dateOfBirthInputValue("150619951")).toBe("15/06/1995");
    expect(dateOfBirthInputValue("5/")).toBe("05/");
    expect(dateOfBirthInputValue("05/6/")).toBe("05/06/");
    expect(dateOfBirthInputValue("ab12")).toBe("12");
  });

  it("gives each mistake its own message: format, no such day, too young, too old", () => {
    expect(id("")).toBe("field.empty");
    expect(id("1995")).toBe("dob.format");
    expect(id("31/02/1995")).toBe("dob.invalid");
    expect(id("23/11/2008")).toBe("dob.tooYoung"); // 18 tomorrow
    expect(id("22/11/2008")).toBe("ok"); // 18 today
    expect(id("01/01/2030")).toBe("dob.tooYoung");
    expect(id("23/11/1925")).toBe("ok"); // 100, 101 tomorrow
    expect(id("22/11/1925")).toBe("dob.tooOld"); // 101 today
    expect(validateDateOfBirth("01/01/2030", TODAY)).toEqual({
      ok: false,
      id: "dob.tooYoung",
      message: "You must be at least 18 years old to apply.",
      params: { min: 18 },
    });
    expect(ageOn("2008-11-22", TODAY)).toBe(18);
  });
});

// The internal rate of return of a level-instalment loan: the monthly rate at which the instalments,
// discounted month by month on a reducing balance, are worth exactly the amount received today.
// Shared by the APR (apr.ts) and by reading an existing loan's rate back from its EMI (balance-transfer.ts).

// Bisection halves the bracket each step; 200 steps shrink any bracket below double precision.
const BISECTION_STEPS = 200;

/** instalment × (v + v² + … + vⁿ) − present: rises with the discount factor v = 1 / (1 + r). */
function shortfall(v: number, present: number, instalment: number, months: number): number {
  let sum = 0;
  let power = 1;
  for (let k = 1; k <= months; k++) {
    power *= v;
    sum += power;
  }
  return instalment * sum - present;
}

/**
 * The monthly rate r (0.01 = 1 % a month) at which `months` instalments of `instalment` are worth
 * `present`. Negative when the instalments add up to less than `present`. Null when no such rate
 * exists: nothing (or an infinite amount) received or paid, or not a whole number of months.
 * Solved on the discount factor v = 1/(1+r), where the instalments' value is increasing in v, from 0
 * at v = 0 to unbounded: so exactly one root exists, and bisection cannot miss it.
 */
export function solveMonthlyRate(present: number, instalment: number, months: number): number | null {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  if (!positive(present) || !positive(instalment) || !Number.isInteger(months) || months < 1) {
    return null;
  }
  let low = 0;
  let high = 1;
  while (shortfall(high, present, instalment, months) < 0) {
    low = high;
    high *= 2;
  }
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (shortfall(middle, present, instalment, months) < 0) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return 1 / ((low + high) / 2) - 1;
}

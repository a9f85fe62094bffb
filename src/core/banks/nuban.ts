// The NUBAN check digit (CBN, Nigeria Uniform Bank Account Number, 2010; revised 2020 for other
// financial institutions). An account number is a 9-digit serial and a check digit, computed over
// the institution's code followed by the serial with the weights 3, 7, 3, 3, 7, 3, ...:
// check = (10 - sum mod 10) mod 10. The 2020 revision makes every code 6 digits: a bank's 3-digit
// code after "000" (so the sum is the 2010 one), another institution's 5-digit code after "9".

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The 6-digit institution code of the 2020 revision for a CBN code: a bank's 3 digits after "000",
 * another institution's 5 after "9", 6 digits as they are; undefined for anything else.
 */
export function institutionCode(code: string): string | undefined {
  const digits = typeof code === 'string' ? code.trim() : '';
  if (!/^[0-9]+$/.test(digits)) return undefined;
  if (digits.length === 3) return `000${digits}`;
  if (digits.length === 5) return `9${digits}`;
  return digits.length === 6 ? digits : undefined;
}

/** The check digit of a 9-digit serial at the institution with that CBN code; undefined when either cannot be used. */
export function nubanCheckDigit(serial: string, code: string): number | undefined {
  const institution = institutionCode(code);
  if (!institution || !/^[0-9]{9}$/.test(serial)) return undefined;
  const digits = institution + serial;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += Number(digits[index]) * WEIGHTS[index]!;
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a 10-digit account number's last digit is the check digit of its first 9 at the
 * institution with that code: true or false, or undefined when the number or the code cannot be
 * checked (not 10 digits; a code of another length).
 */
export function nubanCheckPasses(accountNumber: string, code: string): boolean | undefined {
  if (typeof accountNumber !== 'string' || !/^[0-9]{10}$/.test(accountNumber)) return undefined;
  const expected = nubanCheckDigit(accountNumber.slice(0, 9), code);
  return expected === undefined ? undefined : expected === Number(accountNumber[9]);
}

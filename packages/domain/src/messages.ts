// Every user-facing message of the domain rules, keyed by a stable id.
// The English texts marked "spec" are quoted character for character from the product spec
// (../../shared/spec/product-spec.md); the web app's Hindi catalogue is keyed by the same ids, and the
// API sends the English text as its `message`. Texts marked "site" cover rules the spec names without
// giving a text (§8 "Other failure texts are not shown"); they follow the spec's tone.
// `{name}` placeholders are filled by `messageText`.

export const MESSAGES = {
  // §5 Empty field.
  "field.empty": "Field cannot be left empty.", // spec
  // §5 Mobile; §8 "Invalid mobile". The login form uses the first, the chatbot and contact forms the second.
  "mobile.invalid": "Please enter correct mobile number", // spec
  "mobile.notValid": "Mobile Number is not valid", // spec
  // §5 Full name (chatbot).
  "name.invalid": "Please enter a valid name", // spec
  // §5 Email: "(chatbot)" and "(contact)" variants; the contact variant is also the shared email rule's text.
  "email.invalidId": "Please enter valid email ID.", // spec
  "email.invalid": "Please enter valid email.", // spec
  // §5 OTP: format error in the chatbot, and the contact form's verification failure.
  "otp.invalid": "Please enter a valid Otp.", // spec
  "otp.incorrect": "The OTP you have entered is incorrect", // spec
  // §5 Contact message.
  "message.tooShort": "Write at least 10 characters in the message.", // spec
  // §5 Chatbot question, in the spec's order.
  "question.empty": "Please type a valid question.", // spec
  "question.tooShort": "Your question seems too short. Could you please provide more details?", // spec
  "question.tooLong": "Your question is too long. Can you please ask something more specific?", // spec
  "question.unsupportedContent":
    "Your message contains unsupported content. Please remove HTML or links and try again.", // spec
  "question.notSpecific": "Please ask a specific question so I can assist you better.", // spec
  // §4 Support chatbot states and §8 error catalogue. Note the curly apostrophe in "We’re" (spec).
  "chatbot.timeout": "Sorry, the request is taking longer than expected. Please try again.", // spec
  "chatbot.failed": "An error occurred while processing your request.", // spec
  "chatbot.delayed": "We’re experiencing some delays. Please try again in a moment.", // spec
  "chatbot.closed": "This conversation has been closed", // spec
  "chatbot.anythingElse": "Is there anything else I can assist you with?", // spec
  "chatbot.wasHelpful": "Was this conversation helpful?", // spec
  // §4 Customer login, §8.
  "session.expired": "Session Token has expired", // spec
  // §4 Opt-out, §8. "Error in Optout!" is set first and replaced by "Error in opting out!" (§8).
  "optOut.confirm": "Are you sure you want to proceed?", // spec
  "optOut.success": "You have successfully opted out!", // spec
  "optOut.failed": "Error in opting out!", // spec
  // §4 Lender consent and consent OTP, §8.
  "consent.declineConfirm": "Do you really want to decline?", // spec
  "consent.wait": "Wait for a while", // spec
  "consent.accepted": "Thank you for accepting the terms and conditions", // spec
  "consent.declined": "You have successfully declined the consent to apply for loan", // spec
  "consent.mobileVerified": "Your Mobile number has been verified!", // spec
  "ckyc.noRecord": "No record found!", // spec
  "link.expired": "Whoops! Link Expired", // spec
  // §8 Empty paginated list.
  "list.empty": "No items to display.", // spec

  // §5 Shared validator rules: the spec lists the rules, not their texts.
  "validation.url": "Please enter a valid URL.", // site
  "validation.alphanumeric": "Please use letters and numbers only.", // site
  "validation.alpha": "Please use letters only.", // site
  "validation.number": "Please enter numbers only.", // site
  "validation.postcode": "Please enter a valid 6-digit PIN code.", // site
  "validation.pan": "Please enter a valid PAN.", // site
  "validation.voterId": "Please enter a valid voter ID.", // site
  "validation.passport": "Please enter a valid passport number.", // site
  "validation.drivingLicence": "Please enter a valid driving licence number.", // site
  "validation.ifsc": "Please enter a valid IFSC.", // site
  "validation.aadhaar": "Please enter a valid Aadhaar number.", // site
  "validation.vehicleNumber": "Please enter a valid vehicle number.", // site
  "validation.date": "Please enter a valid date ({format}).", // site
  "validation.roi": "Rate of interest must be between 0 and 30.", // site
  "validation.minLength": "Please enter at least {min} characters.", // site
  "validation.maxLength": "Please enter no more than {max} characters.", // site
  "validation.minValue": "Value must be at least {min}.", // site
  "validation.maxValue": "Value must be at most {max}.", // site
  "validation.decimal": "Please enter a valid number.", // site
  "validation.nonZero": "Value must be greater than zero.", // site

  // §5 Eligibility text, as reasons an applicant does not qualify.
  "eligibility.minAge": "You must be at least {min} years old.", // site
  "eligibility.minIncome": "Your net monthly income must be at least ₹{min}.", // site
  "eligibility.employment": "You must be salaried or self-employed.", // site
  "eligibility.creditScore": "Your credit score must be at least {min}.", // site
  "eligibility.noDefault": "You must have no default on existing loans with the provider.", // site
  "eligibility.ownsCar": "You must own a car.", // site
  "eligibility.minEmisPaid": "You must have paid at least {min} EMIs on your car loan.", // site
  // A lender product's own criteria (data/lenders.json), as reasons an offer is not made.
  "eligibility.salariedOnly": "This loan is for salaried applicants only.", // site
  "eligibility.selfEmployedOnly": "This loan is for self-employed applicants only.", // site
  "eligibility.creditHistory": "This lender needs a credit history with a bureau score.", // site
  "eligibility.vehicleType": "This lender does not finance this type of vehicle.", // site
  "eligibility.minEmisPaidLoan": "You must have paid at least {min} EMIs on your current loan.", // site
  "eligibility.businessVintage": "Your business must be at least {min} years old.", // site
  "eligibility.turnover": "Your business's annual turnover must be at least ₹{min}.", // site
  "eligibility.maxAgeAtMaturity": "The loan must end before you turn {max}.", // site
  "eligibility.minAmount": "The smallest loan this lender gives is ₹{min}.", // site
  "eligibility.maxAmount":
    "Your income supports a loan of up to ₹{max}, below this lender's smallest loan of ₹{min}.", // site
  "eligibility.vehicleValue": "Please tell us the vehicle's value so the lender can work out the loan.", // site

  // The application journey's own fields.
  "dob.invalid": "Please enter a valid date of birth.", // site
  "dob.format": "Please type your date of birth as DD/MM/YYYY, for example 15/06/1995.", // site
  "dob.tooYoung": "You must be at least {min} years old to apply.", // site
  "dob.tooOld": "Please check the year: that makes you older than {max}.", // site
  "consent.required": "Please tick this box to continue.", // site
} as const;

export type MessageId = keyof typeof MESSAGES;

/** Values that fill a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The English text of a message with its placeholders filled. A placeholder with no value is left as
 * written, so a missing parameter shows up in review instead of vanishing silently.
 */
export function messageText(id: MessageId, params: MessageParams = {}): string {
  return MESSAGES[id].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

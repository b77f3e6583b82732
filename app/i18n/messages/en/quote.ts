/**
 * The quote request modal (docs/product.md §6.2, §13.2). Field errors are in the contact namespace.
 */
export const quote = {
  "quote.title": "Request a quote",
  "quote.description": "Leave your details and we will send you a quote for this configuration.",
  "quote.summary": "{platform}, {pages}",
  "quote.summaryTotal": "{total} excl. VAT ({totalInclVat} incl. VAT)",
  "quote.name": "Name",
  "quote.email": "Email",
  "quote.phone": "Phone",
  "quote.company": "Company",
  "quote.message": "Message",
  "quote.optional": "(optional)",
  "quote.consent": "I agree that Studio Noord may contact me about this request.",
  "quote.consentHint": "Tick the box above to send your request.",
  "quote.submit": "Send request",
  "quote.sending": "Sending…",
  "quote.cancel": "Cancel",
  "quote.successTitle": "Quote request sent!",
  "quote.successText": "Thank you. We will send you a quote soon.",
  "quote.sentNote": "We have your quote request for this configuration and will reply to {email}.",
  "quote.failTitle": "Your request was not sent",
  "quote.failText":
    "Something went wrong while sending. Please try again, or call or email us: your details are still here.",
  "quote.tooFastText":
    "Please wait {seconds} {seconds|second|seconds} before sending another request.",
  "quote.rateLimitedText":
    "You have sent several requests in a short time. Please try again later, or call or email us.",
} as const;

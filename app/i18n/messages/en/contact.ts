/** The contact form (docs/product.md §6.1, §14) and the field errors shared by every form. */
export const contact = {
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.message": "Message",
  "contact.optional": "(optional)",
  "contact.messagePlaceholder": "What would you like to build or improve?",
  /** Prefilled message when a visitor comes from "Book this session" on the photo/video page. */
  "contact.sessionRequest": "I would like to book a photo session: {session}.",
  "contact.session.individual": "Individual portrait",
  "contact.session.lifestyle": "Lifestyle session",
  "contact.session.fashion": "Fashion session",
  "contact.honeypot": "Leave this field empty",
  "contact.submit": "Send message",
  "contact.sending": "Sending…",
  "contact.privacyNote": "We only use your details to answer your message.",
  "contact.privacyLink": "Privacy policy",
  "contact.toast.region": "Notifications",
  "contact.toast.close": "Close notification",
  "contact.toast.successTitle": "Message sent successfully!",
  "contact.toast.successText": "Your request has been sent. We'll get back to you soon.",
  "contact.toast.failTitle": "Sending failed",
  "contact.toast.failText": "Failed to send message. Please try again.",
  "contact.toast.tooFastTitle": "Too fast!",
  "contact.toast.tooFastText":
    "Please wait {seconds} {seconds|second|seconds} before sending another message.",
  "contact.toast.rateLimitedText":
    "You have sent several messages in a short time. Please try again later or call us.",
  "contact.note.sent": "Thank you, {name}. We will reply to {email}.",
  "contact.note.failed":
    "Not sent yet: your message is still in the form. Send it again in a moment, or call us.",
  "contact.note.tooFast":
    "Your last message has reached us. The next one can go in {seconds} {seconds|second|seconds}.",
  "contact.note.rateLimited":
    "We already have several messages from you. Send this one a little later, or call us.",
  "contact.error.required": "Please fill in this field.",
  "contact.error.invalid_email": "Please enter a valid email address, like name@example.com.",
  "contact.error.invalid_phone": "Please enter a valid phone number, like +31 6 1234 5678.",
  "contact.error.too_long": "This is too long. Please shorten it.",
  "contact.error.too_long_max": "This is too long. Please shorten it to {max} characters or fewer.",
  "contact.error.invalid_chars": "This contains characters we cannot accept.",
  "contact.error.must_accept": "Please tick this box to continue.",
  "contact.error.invalid_url": "Please enter a web address, like www.example.nl.",
  "contact.error.invalid_value": "Please check this value.",
} as const;

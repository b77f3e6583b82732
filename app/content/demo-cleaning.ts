/**
 * Content of the cleaning-company demo site (docs/product.md §9.2): a fictional client, English
 * only.
 */
export const CLEANING_DEMO = {
  meta: {
    title: "SparkleHome Cleaning | Demo site by Studio Noord",
    description:
      "Standard and deep apartment cleaning with instant estimates. A demo website built by Studio Noord.",
  },
  /** Prices are in US dollars (docs/product.md §9.2). */
  currency: "USD",
  locale: "en-US",
  brand: "SparkleHome",
  navLabel: "Cleaning company sections",
  nav: [
    { id: "services", label: "Services" },
    { id: "pricing", label: "Pricing" },
    { id: "about", label: "About" },
    { id: "contact", label: "Contact" },
  ],
  hero: {
    title: "SparkleHome Cleaning",
    subtitle: "Standard and deep cleaning for apartments of 1 to 4 rooms. Get an instant estimate.",
    points: ["Vetted, insured cleaners", "Eco-friendly products", "Same-week availability"],
  },
  /** Apartment price by number of rooms, standard and deep (docs/product.md §9.2, USD). */
  roomPrices: {
    standard: { 1: 280, 2: 360, 3: 440, 4: 520 },
    deep: { 1: 360, 2: 520, 3: 700, 4: 840 },
  },
  rooms: [1, 2, 3, 4],
  cleaningTypes: [
    { id: "standard", name: "Standard cleaning", short: "Standard" },
    { id: "deep", name: "Deep cleaning", short: "Deep" },
  ],
  /** Optional extras in USD (docs/product.md §9.2). */
  extras: [
    { id: "microwave", name: "Inside the microwave", price: 50 },
    { id: "oven", name: "Inside the oven", price: 72 },
    { id: "litter", name: "Pet litter area", price: 36 },
    { id: "hood", name: "Cooker hood filter", price: 64 },
  ],
  estimate: {
    heading: "Instant estimate",
    roomsLabel: "Apartment type",
    roomOption: "{rooms}-room",
    typeLabel: "Cleaning type",
    extrasLabel: "Extras",
    resultLabel: "Your estimate",
    update: "Update estimate",
    liveNote: "The estimate follows every choice.",
    staleNote: "You changed your choices: tap “Update estimate” to see their price.",
    breakdown: "{type} for a {rooms}-room apartment: {base}. Extras: {extras}.",
    noExtras: "none",
    phone: "Phone number",
    phoneHint: "We call you back to pick a date.",
    submit: "Request a call back",
    successTitle: "Thanks! Your estimate is {total}.",
    successText: "We would call you at {phone} to plan your {type} for a {rooms}-room apartment.",
  },
  services: {
    heading: "Our services",
    intro: "Main services cost {min} to {max} per square metre, depending on the job.",
    perSqm: "{price} per m²",
    items: [
      {
        id: "regular",
        name: "Regular home cleaning",
        text: "Dusting, vacuuming, mopping, kitchen and bathroom surfaces, every week or two.",
        pricePerSqm: 15,
      },
      {
        id: "office",
        name: "Office cleaning",
        text: "Desks, meeting rooms, kitchens and restrooms, outside your working hours.",
        pricePerSqm: 18,
      },
      {
        id: "move",
        name: "Move-in and move-out",
        text: "Cupboards inside and out, appliances and floors, so the keys go back spotless.",
        pricePerSqm: 24,
      },
      {
        id: "renovation",
        name: "After renovation",
        text: "Fine dust, paint spots and plaster removed from every surface and window frame.",
        pricePerSqm: 32,
      },
    ],
  },
  advantages: {
    heading: "Why SparkleHome",
    items: [
      {
        title: "Fixed prices",
        text: "The estimate is the price. No surprises after the job is done.",
      },
      { title: "Insured team", text: "Every cleaner is background-checked and fully insured." },
      { title: "Own equipment", text: "We bring professional vacuums, steamers and products." },
      {
        title: "Happiness guarantee",
        text: "Not happy with a room? We come back within 24 hours.",
      },
    ],
  },
  pricing: {
    heading: "Pricing",
    intro: "Prices per visit for the whole apartment, plus any extras you choose.",
    roomsColumn: "Apartment",
    extrasHeading: "Extras",
    extraColumn: "Extra",
    priceColumn: "Price",
  },
  about: {
    heading: "About us",
    paragraphs: [
      "SparkleHome started with two friends and one vacuum cleaner. Today our team cleans hundreds of apartments every month, with the same care as on the first day.",
      "We train every cleaner ourselves and use eco-friendly products that are safe for children and pets.",
    ],
  },
  stats: {
    heading: "SparkleHome in numbers",
    items: [
      { value: "8", label: "years in business" },
      { value: "12,500+", label: "apartments cleaned" },
      { value: "35", label: "trained cleaners" },
      { value: "4.9/5", label: "average review" },
    ],
  },
  contact: {
    heading: "Contact us",
    intro: "Questions about a job that is not on the list? Send us a message.",
    name: "Your name",
    email: "Email",
    phone: "Phone (optional)",
    message: "Message",
    submit: "Send message",
    successTitle: "Thanks, {name}! Your message is noted.",
    successText: "We would answer at {email} within one working day.",
  },
  footer: {
    text: "SparkleHome is a fictional cleaning company.",
    madeBy: "Website design and build by Studio Noord.",
  },
} as const;

export type CleaningType = keyof typeof CLEANING_DEMO.roomPrices;
export type RoomCount = (typeof CLEANING_DEMO.rooms)[number];
export type CleaningExtraId = (typeof CLEANING_DEMO.extras)[number]["id"];

/** Content of the barbershop demo site (docs/product.md §9.1): a fictional client, English only. */
export const BARBERSHOP_DEMO = {
  meta: {
    title: "Blade & Co. Barbershop | Demo site by Studio Noord",
    description:
      "Classic cuts, beard care and hot-towel shaves. A demo website built by Studio Noord.",
  },
  /** Prices are in euros; formatted for this locale. */
  currency: "EUR",
  locale: "en-IE",
  brand: "Blade & Co.",
  nav: [
    { id: "about", label: "About" },
    { id: "prices", label: "Prices" },
    { id: "barbers", label: "Barbers" },
    { id: "reviews", label: "Reviews" },
    { id: "booking", label: "Book" },
  ],
  navLabel: "Barbershop sections",
  hero: {
    eyebrow: "Barbershop in the old town since 2012",
    title: "Blade & Co. Barbershop",
    subtitle: "Classic cuts, beard care and hot-towel shaves by seven levels of barbers.",
    primary: "Book a chair",
    secondary: "See prices",
  },
  about: {
    heading: "A barbershop the old way",
    paragraphs: [
      "We are a small team of barbers who care about the details: a consultation before every cut, hot towels, straight razors and a strong coffee while you wait.",
      "Every barber grows through seven levels, from Young Barber to Grand Master. You choose the level that fits your style and your budget: the craft is the same, the experience is not.",
    ],
    highlights: [
      { value: "2012", label: "opened in the old town" },
      { value: "7", label: "barber levels" },
      { value: "4.9", label: "average rating" },
    ],
  },
  prices: {
    heading: "Prices by barber level",
    intro: "Choose a barber level to see its prices. Every service includes a wash and styling.",
    levelsLabel: "Barber level",
    tableCaption: "Prices at the {level} level",
    serviceColumn: "Service",
    durationColumn: "Time",
    priceColumn: "Price",
    minutes: "{minutes} min",
  },
  /** Seven levels, lowest first (docs/product.md §9.1: Young Barber up to Grand Master). */
  levels: [
    { id: "young", name: "Young Barber" },
    { id: "junior", name: "Junior Barber" },
    { id: "barber", name: "Barber" },
    { id: "senior", name: "Senior Barber" },
    { id: "top", name: "Top Barber" },
    { id: "master", name: "Master Barber" },
    { id: "grand-master", name: "Grand Master" },
  ],
  /**
   * Price at the lowest and the highest level in euros (docs/product.md §9.1); levels in between
   * interpolate.
   */
  services: [
    { id: "haircut", name: "Haircut", minutes: 45, min: 20, max: 50 },
    { id: "haircut-beard", name: "Haircut + beard", minutes: 75, min: 35, max: 65 },
    { id: "beard", name: "Beard trim", minutes: 30, min: 15, max: 35 },
    { id: "royal-beard", name: "Royal beard (hot towel and razor)", minutes: 45, min: 25, max: 45 },
    { id: "machine", name: "Machine haircut", minutes: 30, min: 18, max: 35 },
  ],
  barbers: {
    heading: "Meet the barbers",
    experience: "{years} years behind the chair",
    specialty: "Speciality",
    people: [
      {
        name: "Marco Visser",
        level: "grand-master",
        years: 18,
        specialty: "Classic scissor cuts and the royal shave",
      },
      {
        name: "Daan Bakker",
        level: "senior",
        years: 7,
        specialty: "Skin fades and textured crops",
      },
      {
        name: "Yusuf Demir",
        level: "junior",
        years: 2,
        specialty: "Beard shaping and line-ups",
      },
    ],
  },
  reviews: {
    heading: "What our clients say",
    ratingLabel: "Rated {rating} out of 5",
    items: [
      {
        name: "Pieter",
        rating: 5,
        service: "Royal beard",
        text: "The hot towel alone is worth it. Marco takes his time and my beard has never looked this sharp.",
      },
      {
        name: "Ahmed",
        rating: 5,
        service: "Haircut + beard",
        text: "Clean fade, great conversation and on time. Booked my next visit on the spot.",
      },
      {
        name: "Tom",
        rating: 4,
        service: "Machine haircut",
        text: "Quick and precise for a fair price. Only wish they opened a bit earlier on Saturdays.",
      },
    ],
  },
  contact: {
    heading: "Book a chair",
    intro: "Pick a service, a barber level and a time. We confirm every booking by phone.",
    address: "Oudegracht 101, 3511 AB Utrecht (fictional address)",
    addressLabel: "Address",
    hoursLabel: "Opening hours",
    hours: [
      { days: "Tuesday to Friday", time: "09:00–19:00" },
      { days: "Saturday", time: "09:00–17:00" },
      { days: "Sunday and Monday", time: "Closed" },
    ],
  },
  /**
   * The same opening hours for the booking form: per weekday (0 Sunday ... 6 Saturday) the time
   * the first chair starts and the time the shop closes; a day not listed is closed.
   */
  openingHours: {
    2: { open: "09:00", close: "19:00" },
    3: { open: "09:00", close: "19:00" },
    4: { open: "09:00", close: "19:00" },
    5: { open: "09:00", close: "19:00" },
    6: { open: "09:00", close: "17:00" },
  } as Readonly<Partial<Record<number, { open: string; close: string }>>>,
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  booking: {
    heading: "Booking form",
    name: "Your name",
    phone: "Phone number",
    service: "Service",
    level: "Barber level",
    date: "Date",
    time: "Time",
    notes: "Anything we should know? (optional)",
    choose: "Choose…",
    times: ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00"],
    submit: "Request booking",
    hoursHint: "Open Tuesday to Friday 09:00–19:00 and Saturday 09:00–17:00.",
    closedDay: "We are closed on {day}s. Please choose a day from Tuesday to Saturday.",
    closedTime:
      "On {day}s we close at {close}: please choose a time so that your appointment ends by then.",
    unavailable: "(closed)",
    /** A start time in opening hours that the chosen service would run past closing. */
    endsAfterClosing: "(ends after closing)",
    successTitle: "Thanks, {name}! Your request is noted.",
    successText: "{service} with a {level} on {date} at {time}.",
  },
  footer: {
    text: "Blade & Co. is a fictional barbershop.",
    madeBy: "Website design and build by Studio Noord.",
  },
} as const;

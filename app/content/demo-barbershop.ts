/** Content of the barbershop demo site (SPEC 2.11, 9): a fictional client, English only. */
export const BARBERSHOP_DEMO = {
  meta: {
    title: "Blade & Co. Barbershop | Demo site by Studio Noord",
    description:
      "Classic cuts, beard care and hot-towel shaves. A demo website built by Studio Noord.",
  },
  hero: {
    title: "Blade & Co. Barbershop",
    subtitle: "Classic cuts, beard care and hot-towel shaves by seven levels of barbers.",
  },
} as const;

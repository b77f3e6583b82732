/** Content of the cleaning-company demo site (SPEC 2.12, 9): a fictional client, English only. */
export const CLEANING_DEMO = {
  meta: {
    title: "SparkleHome Cleaning | Demo site by Studio Noord",
    description:
      "Standard and deep apartment cleaning with instant estimates. A demo website built by Studio Noord.",
  },
  hero: {
    title: "SparkleHome Cleaning",
    subtitle: "Standard and deep cleaning for apartments of 1 to 4 rooms. Get an instant estimate.",
  },
} as const;

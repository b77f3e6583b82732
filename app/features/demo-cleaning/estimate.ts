import {
  CLEANING_DEMO,
  type CleaningExtraId,
  type CleaningType,
  type RoomCount,
} from "~/content/demo-cleaning";

export interface EstimateInput {
  rooms: RoomCount;
  type: CleaningType;
  extras: readonly CleaningExtraId[];
}

export interface Estimate {
  base: number;
  extras: number;
  total: number;
}

export function isRoomCount(value: unknown): value is RoomCount {
  return (CLEANING_DEMO.rooms as readonly unknown[]).includes(value);
}

export function isCleaningType(value: unknown): value is CleaningType {
  return value === "standard" || value === "deep";
}

export function isExtraId(value: unknown): value is CleaningExtraId {
  return CLEANING_DEMO.extras.some((e) => e.id === value);
}

/**
 * The cleaning estimate in USD (docs/product.md §9.2): the apartment price plus each chosen extra
 * once.
 */
export function computeEstimate(input: EstimateInput): Estimate {
  const base = CLEANING_DEMO.roomPrices[input.type][input.rooms];
  const chosen = new Set(input.extras);
  const extras = CLEANING_DEMO.extras
    .filter((e) => chosen.has(e.id))
    .reduce((sum, e) => sum + e.price, 0);
  return { base, extras, total: base + extras };
}

/** Reads the estimate form's fields; anything unknown falls back to the defaults. */
export function parseEstimateForm(data: FormData | URLSearchParams): EstimateInput {
  const rooms = Number(data.get("rooms"));
  const type = data.get("type");
  return {
    rooms: isRoomCount(rooms) ? rooms : 1,
    type: isCleaningType(type) ? type : "standard",
    extras: data.getAll("extras").filter(isExtraId),
  };
}

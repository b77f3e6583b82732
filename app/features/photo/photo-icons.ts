import {
  Award,
  Camera,
  Clock,
  Languages,
  Layers,
  PartyPopper,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { PhotoReasonIcon, PhotoServiceIcon } from "~/content/photo-video";

/** Content names icons; this maps the names to drawings. */
export const PHOTO_ICONS: Record<PhotoServiceIcon | PhotoReasonIcon, LucideIcon> = {
  camera: Camera,
  video: Video,
  party: PartyPopper,
  award: Award,
  clock: Clock,
  languages: Languages,
  layers: Layers,
};

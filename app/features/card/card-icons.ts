import {
  Camera,
  Code2,
  FileCode,
  Globe,
  LifeBuoy,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  Phone,
  Send,
  Server,
  type LucideIcon,
} from "lucide-react";
import type { CardContactId, CardSkillIcon, CardTone } from "~/content/card";

export const SKILL_ICONS: Record<CardSkillIcon, LucideIcon> = {
  camera: Camera,
  megaphone: Megaphone,
  fileCode: FileCode,
  code: Code2,
  lifeBuoy: LifeBuoy,
  server: Server,
};

/** lucide has no brand icons: a paper plane for the messaging app, a speech bubble for chat. */
export const CONTACT_ICONS: Record<CardContactId, LucideIcon> = {
  telegram: Send,
  whatsapp: MessageCircle,
  phone: Phone,
  email: Mail,
  website: Globe,
  location: MapPin,
};

/** Icon chip colours per contact tone (static class names, so Tailwind keeps them). */
export const TONE_CLASSES: Record<CardTone, string> = {
  sky: "bg-sky-100 text-sky-800",
  green: "bg-green-100 text-green-800",
  blue: "bg-brand-100 text-brand-800",
  amber: "bg-amber-100 text-amber-800",
  violet: "bg-violet-100 text-violet-800",
  slate: "bg-slate-200 text-slate-800",
};

import React from "react"
import type { IconType } from "react-icons"
import {
  LuBot,
  LuBrainCircuit,
  LuBriefcaseBusiness,
  LuBuilding2,
  LuCalculator,
  LuCalendarCheck,
  LuChartLine,
  LuChartPie,
  LuClipboardList,
  LuCompass,
  LuCpu,
  LuEye,
  LuFileText,
  LuHandshake,
  LuLandmark,
  LuLightbulb,
  LuMail,
  LuMapPin,
  LuMessageSquareText,
  LuPiggyBank,
  LuPlug,
  LuReceipt,
  LuRocket,
  LuScale,
  LuSearch,
  LuShieldCheck,
  LuSparkles,
  LuTarget,
  LuTrendingUp,
  LuUserCheck,
  LuUsers,
  LuWallet,
  LuWorkflow,
  LuZap,
} from "react-icons/lu"
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from "react-icons/fa6"

/** The icons editors can name in data/*.json (the `IconName` enum in data/schemas/common.schema.json). */
export const contentIcons: Record<string, IconType> = {
  bot: LuBot,
  "brain-circuit": LuBrainCircuit,
  briefcase: LuBriefcaseBusiness,
  building: LuBuilding2,
  calculator: LuCalculator,
  "calendar-check": LuCalendarCheck,
  "chart-line": LuChartLine,
  "chart-pie": LuChartPie,
  "clipboard-list": LuClipboardList,
  compass: LuCompass,
  cpu: LuCpu,
  eye: LuEye,
  "file-text": LuFileText,
  handshake: LuHandshake,
  landmark: LuLandmark,
  lightbulb: LuLightbulb,
  mail: LuMail,
  "map-pin": LuMapPin,
  "message-square-text": LuMessageSquareText,
  "piggy-bank": LuPiggyBank,
  plug: LuPlug,
  receipt: LuReceipt,
  rocket: LuRocket,
  scale: LuScale,
  search: LuSearch,
  "shield-check": LuShieldCheck,
  sparkles: LuSparkles,
  target: LuTarget,
  "trending-up": LuTrendingUp,
  "user-check": LuUserCheck,
  users: LuUsers,
  wallet: LuWallet,
  workflow: LuWorkflow,
  zap: LuZap,
}

/** The social network icons of the footer (the `socialIcons` enum in data/schemas/site.schema.json). */
export const socialIcons: Record<string, IconType> = {
  facebook: FaFacebookF,
  instagram: FaInstagram,
  linkedin: FaLinkedinIn,
  x: FaXTwitter,
  youtube: FaYoutube,
}

interface IconProps {
  name: string
  /** Which set the name comes from. */
  set?: "content" | "social"
  size?: string
  className?: string
}

/**
 * An inline SVG icon. Icons here are decorative: the text beside them says the same, so they are
 * hidden from assistive technology and never take keyboard focus.
 */
export function Icon({ name, set = "content", size = "1.5rem", className }: IconProps) {
  const Svg = (set === "social" ? socialIcons : contentIcons)[name]
  if (!Svg) return null // data/ is validated against the same names at build time
  return <Svg aria-hidden="true" focusable="false" size={size} className={className} />
}

import React from "react"
import type { IconType } from "react-icons"
import {
  LuBrainCircuit,
  LuBriefcaseBusiness,
  LuCalculator,
  LuCalendarCheck,
  LuChartLine,
  LuChartPie,
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
  LuShieldCheck,
  LuTarget,
  LuTrendingUp,
  LuUserCheck,
  LuUsers,
  LuWallet,
  LuWorkflow,
  LuZap,
} from "react-icons/lu"
import { FaFacebookF, FaLinkedinIn, FaXTwitter } from "react-icons/fa6"
import { size as iconSize } from "../../styles/theme"

/**
 * The icons editors can name in data/*.json (the `IconName` enum in data/schemas/common.schema.json).
 * Every icon listed here ships with every page, so the set is kept to those in use and a few spares.
 */
export const contentIcons: Record<string, IconType> = {
  "brain-circuit": LuBrainCircuit,
  briefcase: LuBriefcaseBusiness,
  calculator: LuCalculator,
  "calendar-check": LuCalendarCheck,
  "chart-line": LuChartLine,
  "chart-pie": LuChartPie,
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
  "shield-check": LuShieldCheck,
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
  linkedin: FaLinkedinIn,
  x: FaXTwitter,
}

interface IconProps {
  name: string
  /** Which set the name comes from. */
  set?: "content" | "social"
  size?: string
}

/**
 * An inline SVG icon. Icons here are decorative: the text beside them says the same, so they are
 * hidden from assistive technology and never take keyboard focus.
 */
export function Icon({ name, set = "content", size = iconSize.icon }: IconProps) {
  const Svg = (set === "social" ? socialIcons : contentIcons)[name]
  if (!Svg) return null // data/ is validated against the same names at build time
  return <Svg aria-hidden="true" focusable="false" size={size} />
}

import type { IconType } from "react-icons"
import {
  LuArrowLeft,
  LuArrowRight,
  LuBrainCircuit,
  LuBriefcaseBusiness,
  LuCalculator,
  LuCalendarCheck,
  LuChartLine,
  LuChartPie,
  LuCircleCheck,
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
import { FaFacebookF, FaLinkedinIn, FaStar, FaXTwitter } from "react-icons/fa6"

/**
 * The icons editors can name in data/*.json (the `IconName` enum in data/schemas/common.schema.json),
 * from react-icons' Lucide set. They are drawn at build time (icon-markup.ts), so an icon costs the pages
 * that show it their markup only, and nothing in the browser's scripts.
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

/**
 * The icons that belong to the components' design rather than to the content: the pages' queries name
 * them (`uiIconSvg(name: "arrow-left")`) and hand their markup to the component.
 */
export const uiIcons: Record<string, IconType> = {
  "arrow-left": LuArrowLeft,
  "arrow-right": LuArrowRight,
  "circle-check": LuCircleCheck,
}

/** The star of the client stories' ratings. */
export const ratingStar: IconType = FaStar

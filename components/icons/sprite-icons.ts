import {
  BadgePercentIcon,
  BellRingIcon,
  BotIcon,
  BriefcaseIcon,
  Building2Icon,
  CalculatorIcon,
  CalendarClockIcon,
  CoinsIcon,
  EyeIcon,
  EyeOffIcon,
  ExternalLinkIcon,
  FileTextIcon,
  HistoryIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  LockKeyholeIcon,
  PiggyBankIcon,
  ScaleIcon,
  SettingsIcon,
  ShieldAlertIcon,
  StoreIcon,
  UserRoundIcon,
  UsersIcon,
} from "lucide-react";

/**
 * The lucide icons public/icons/sprite.svg holds, by their name in it. Read only by tests/unit/icon-sprite.test.ts,
 * which writes the sprite from them (`-u`) and fails when it is out of date; the pages use spriteIcon(name), so these
 * components never reach a bundle.
 */
export const SPRITE_ICONS = {
  "badge-percent": BadgePercentIcon,
  "bell-ring": BellRingIcon,
  bot: BotIcon,
  briefcase: BriefcaseIcon,
  "building-2": Building2Icon,
  calculator: CalculatorIcon,
  "calendar-clock": CalendarClockIcon,
  coins: CoinsIcon,
  eye: EyeIcon,
  "eye-off": EyeOffIcon,
  "external-link": ExternalLinkIcon,
  "file-text": FileTextIcon,
  history: HistoryIcon,
  landmark: LandmarkIcon,
  "layout-dashboard": LayoutDashboardIcon,
  "lock-keyhole": LockKeyholeIcon,
  "piggy-bank": PiggyBankIcon,
  scale: ScaleIcon,
  settings: SettingsIcon,
  "shield-alert": ShieldAlertIcon,
  store: StoreIcon,
  "user-round": UserRoundIcon,
  users: UsersIcon,
} as const;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

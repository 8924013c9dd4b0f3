import type { SpriteIconName } from "./sprite-icons";

/** The props an icon of the sprite takes: decorative (aria-hidden) unless it has a label. */
export type IconProps = { className?: string; "aria-hidden"?: boolean | "true"; "aria-label"?: string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Where the sprite is served from (written by tests/unit/icon-sprite.test.ts from components/icons/sprite-icons.ts). */
export const ICON_SPRITE = "/icons/sprite.svg";

/**
 * An icon of the sprite, drawn like lucide's (the `icon` class of app/globals.css gives the stroke): a page carries
 * an `<svg>` that uses the sprite's symbol of that name instead of the icon's paths and attributes, once in its HTML and
 * again in its RSC payload, and the browser fetches the sprite once. For the icons every signed-in page repeats (the
 * sidebar, the tools' cards).
 */
export function spriteIcon(name: SpriteIconName): IconComponent {
  function SpriteIcon(props: IconProps) {
    return spriteSvg(name, props);
  }
  return SpriteIcon;
}

/** The same `<svg>`, for the client components that get an icon's name as data (the sidebar, the tools' cards). */
export function spriteSvg(name: SpriteIconName, { className, "aria-label": label }: IconProps = {}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

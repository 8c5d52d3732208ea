import type { SocialNetwork } from "../lib/navigation";

/** Decorative glyphs: the link around each one carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {network === "facebook" && (
        <path
          fill="currentColor"
          d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z"
        />
      )}
      {network === "instagram" && (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
        </g>
      )}
      {network === "linkedin" && (
        <g fill="currentColor">
          <rect x="3.5" y="9" width="3.5" height="11.5" />
          <circle cx="5.25" cy="5.25" r="2" />
          <path d="M9.5 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.1 2.3 4.1 5.3v6.5H17v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H9.5V9Z" />
        </g>
      )}
    </svg>
  );
}

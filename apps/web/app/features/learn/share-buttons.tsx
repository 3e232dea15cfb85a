import { TIMING_MS } from "@loansetu/domain/timing";
import type { MouseEvent } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useHydrated } from "./use-hydrated.ts";

interface Network {
  key: string;
  name: string;
  /** The network's web share page: works everywhere, and is the fallback. */
  web: (url: string, text: string) => string;
  /** The app's own link, tried first on phones. */
  app?: (url: string, text: string) => string;
}

const enc = encodeURIComponent;

/** The networks' marks (Simple Icons), one cached sprite file instead of paths in the page's script. */
const SPRITE = "/images/learn/share-icons.svg";

export const SHARE_NETWORKS: Network[] = [
  {
    key: "whatsapp",
    name: "WhatsApp",
    web: (url, text) => `https://api.whatsapp.com/send?text=${enc(`${text} ${url}`)}`,
    app: (url, text) => `whatsapp://send?text=${enc(`${text} ${url}`)}`,
  },
  {
    key: "x",
    name: "X",
    web: (url, text) => `https://x.com/intent/post?text=${enc(text)}&url=${enc(url)}`,
    app: (url, text) => `twitter://post?message=${enc(`${text} ${url}`)}`,
  },
  {
    key: "facebook",
    name: "Facebook",
    web: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    app: (url) => `fb://facewebmodal/f?href=${enc(`https://www.facebook.com/sharer/sharer.php?u=${url}`)}`,
  },
  {
    key: "linkedin",
    name: "LinkedIn",
    web: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
];

/**
 * Share links for four networks (spec §2 blog banner). Each is a plain link to the network's share page,
 * so it works before script loads and on desktop opens a new tab. On a phone, a tap first tries the
 * network's app; if the page is still showing 500 ms later (no app took over), the web page opens
 * instead (spec §4/§9 "social share fallback 500 ms").
 */
export function ShareButtons({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, network: Network) => {
    if (!network.app || !window.matchMedia("(pointer: coarse)").matches) return;
    event.preventDefault();
    let left = false;
    const onHide = () => {
      if (document.visibilityState === "hidden") left = true;
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onHide);
    window.location.href = network.app(url, text);
    window.setTimeout(() => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onHide);
      if (!left) window.open(network.web(url, text), "_blank", "noopener,noreferrer");
    }, TIMING_MS.socialShareFallback);
  };
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      data-testid="share-buttons"
      data-ready={hydrated || undefined}
    >
      <p className="text-sm font-semibold text-ink-soft">{t("learn.article.share")}</p>
      <ul className="flex gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network.key}>
            <a
              href={network.web(url, text)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => onClick(event, network)}
              data-network={network.key}
              className="flex h-10 w-10 items-center justify-center rounded-full border border-line bg-white text-brand-900 hover:bg-brand-50"
            >
              <svg aria-hidden viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                <use href={`${SPRITE}#${network.key}`} />
              </svg>
              <span className="sr-only">{t("learn.article.shareOn", { network: network.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

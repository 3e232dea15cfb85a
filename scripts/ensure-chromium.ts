// Browsers (and nginx) from Debian (Playwright cannot download its own here), installed when missing: the
// test command must work on a fresh machine.
// - The browser tests drive Chromium's headless shell (decision 0031): the browser Playwright itself uses for
//   headless runs, without the full browser's window and profile machinery; the suite took 15% less CPU on it.
// - Lighthouse (`npm run bench`), `npm run screenshots` and the video script drive the full Chromium, as
//   visitors' browsers are.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

const wanted: [path: string, debianPackage: string][] = [
  [CHROMIUM, "chromium"],
  [TEST_CHROMIUM, "chromium-headless-shell"],
  // The browser suite behind a TLS-terminating proxy (e2e/tls-proxy.spec.ts), production's shape.
  [process.env.NGINX_PATH ?? "/usr/sbin/nginx", "nginx-light"],
];
const missing = wanted.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);

if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(", ")}. Install with: sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", ...missing, "fonts-noto-core"],
    {
      stdio: "inherit",
      env,
    },
  );
}

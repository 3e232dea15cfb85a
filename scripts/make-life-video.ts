// Draws the home page's 'Life at LoanSetu' clip (a short wordless animation: the team at work, a chart
// going up, a chai break, Diwali lamps) on a canvas in Chromium and records it with MediaRecorder, so the
// file is reproducible and needs no video tools. Wordless on purpose: one file serves both languages;
// the page says what it shows. Run: `node scripts/make-life-video.ts` (writes apps/web/public/media/).
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const OUT = new URL("../apps/web/public/media/life-at-loansetu.webm", import.meta.url);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const W = 640;
  const H = 360;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const c = canvas.getContext("2d")!;
  const brand = "#0f5132";
  const skin = ["#8d5524", "#c68642", "#e0ac69", "#a0522d"];
  const shirts = ["#2a9d8f", "#e76f51", "#264653", "#f4a261", "#6a4c93"];
  const person = (x: number, y: number, i: number, bob: number) => {
    c.fillStyle = shirts[i % shirts.length]!;
    c.beginPath();
    c.roundRect(x - 22, y + 8 + bob, 44, 50, 14);
    c.fill();
    c.fillStyle = skin[i % skin.length]!;
    c.beginPath();
    c.arc(x, y - 10 + bob, 16, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = "#222";
    c.beginPath();
    c.arc(x, y - 16 + bob, 16, Math.PI, 0);
    c.fill();
  };
  const laptop = (x: number, y: number, glow: number) => {
    c.fillStyle = "#cfd8dc";
    c.fillRect(x - 26, y, 52, 6);
    c.fillStyle = `rgba(120, 200, 160, ${0.5 + 0.5 * glow})`;
    c.fillRect(x - 22, y - 30, 44, 30);
  };
  const scenes: ((t: number) => void)[] = [
    // The team at their desks.
    (t) => {
      c.fillStyle = "#e8f5ee";
      c.fillRect(0, 0, W, H);
      c.fillStyle = "#b5835a";
      c.fillRect(60, 250, 520, 16);
      for (let i = 0; i < 4; i++) {
        const x = 130 + i * 125;
        person(x, 190, i, Math.sin(t * 4 + i) * 2);
        laptop(x, 248, (Math.sin(t * 3 + i) + 1) / 2);
      }
    },
    // A chart that goes up on the whiteboard.
    (t) => {
      c.fillStyle = "#f5f7f6";
      c.fillRect(0, 0, W, H);
      c.fillStyle = "#fff";
      c.strokeStyle = "#90a4ae";
      c.lineWidth = 4;
      c.fillRect(140, 50, 360, 220);
      c.strokeRect(140, 50, 360, 220);
      const bars = 6;
      for (let i = 0; i < bars; i++) {
        const h = Math.min(1, Math.max(0, t * 1.6 - i * 0.2)) * (40 + i * 28);
        c.fillStyle = i === bars - 1 ? "#e9a03b" : brand;
        c.fillRect(170 + i * 52, 250 - h, 34, h);
      }
      person(560, 230, 4, 0);
      person(80, 230, 1, Math.sin(t * 5) * 2);
    },
    // Chai break.
    (t) => {
      c.fillStyle = "#fff4e0";
      c.fillRect(0, 0, W, H);
      c.fillStyle = "#8d6e63";
      c.beginPath();
      c.ellipse(W / 2, 270, 200, 40, 0, 0, Math.PI * 2);
      c.fill();
      for (let i = 0; i < 3; i++) person(200 + i * 120, 180, i + 1, Math.sin(t * 6 + i) * 3);
      for (let i = 0; i < 4; i++) {
        const x = 230 + i * 60;
        c.fillStyle = "#fafafa";
        c.fillRect(x, 248, 20, 20);
        c.strokeStyle = `rgba(180, 180, 180, ${0.6 - ((t * 2 + i) % 1) * 0.6})`;
        c.lineWidth = 3;
        c.beginPath();
        c.moveTo(x + 10, 240);
        c.quadraticCurveTo(x + 18, 225 - ((t * 40) % 20), x + 8, 205);
        c.stroke();
      }
    },
    // Diwali lamps at the office.
    (t) => {
      c.fillStyle = "#1b1135";
      c.fillRect(0, 0, W, H);
      for (let i = 0; i < 7; i++) {
        const x = 80 + i * 80;
        c.fillStyle = "#c1440e";
        c.beginPath();
        c.ellipse(x, 280, 26, 12, 0, 0, Math.PI);
        c.fill();
        const f = 1 + 0.15 * Math.sin(t * 12 + i * 2);
        c.fillStyle = "#ffcc33";
        c.beginPath();
        c.ellipse(x, 262, 7 * f, 16 * f, 0, 0, Math.PI * 2);
        c.fill();
      }
      for (let i = 0; i < 30; i++) {
        const a = (i * 97) % 640;
        const b = (i * 53) % 180;
        c.fillStyle = `rgba(255, 230, 150, ${(Math.sin(t * 4 + i) + 1) / 2})`;
        c.fillRect(a, b, 3, 3);
      }
    },
  ];
  const SCENE_SECONDS = 3;
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 90_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const seconds = (performance.now() - started) / 1000;
      const index = Math.floor(seconds / SCENE_SECONDS);
      if (index >= scenes.length) return resolve();
      scenes[index]!(seconds - index * SCENE_SECONDS);
      requestAnimationFrame(frame);
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
await writeFile(OUT, Buffer.from(base64, "base64"));
console.log(
  `wrote ${OUT.pathname.split("/").slice(-3).join("/")} (${Math.round((base64.length * 3) / 4 / 1000)} kB)`,
);

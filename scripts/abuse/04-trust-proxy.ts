// Hole 4: behind a proxy every visitor is one IP; without TRUST_PROXY a forged X-Forwarded-For must not
// give a client a fresh address. Sends analytics batches (600 an IP an hour by default), each with a new
// forged address, and counts how many pass before the limit answers 429.
const batch = JSON.stringify({
  events: [
    {
      event: "journey_start",
      page: "/personal-loan",
      source: "direct",
      platform: "mobile",
      online: true,
      buttonType: "hero",
      buttonNumber: 1,
      product: "personal-loan",
    },
  ],
});

export default {
  name: "forged X-Forwarded-For",
  async run(base: string) {
    let accepted = 0;
    for (let i = 0; i < 700; i++) {
      const res = await fetch(`${base}/api/events`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: base,
          "x-forwarded-for": `198.51.${Math.floor(i / 250)}.${i % 250}`,
        },
        body: batch,
      });
      if (res.status === 429) break;
      accepted++;
    }
    return `${accepted} batches with 700 forged addresses accepted before 429 (the limit is per real address)`;
  },
};

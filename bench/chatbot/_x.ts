import { normaliseQuestion } from "@loansetu/api/chatbot/normalise";
for (const s of process.argv.slice(2)) console.log(JSON.stringify(s), "→", normaliseQuestion(s));

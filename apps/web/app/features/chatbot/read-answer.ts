/** §7: a piece of the form '【...】' is a source marker, skipped by the client. */
const MARKER = /^【[^】]*】$/u;

/** Reads the NDJSON answer of `/api/chatbot-v2`, piece by piece. */
export async function readAnswer(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<string | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const piece = JSON.parse(line) as { text?: string; done?: boolean; threadId?: string };
      if (piece.done) {
        await reader.cancel();
        return piece.threadId ?? null;
      }
      if (piece.text && !MARKER.test(piece.text.trim())) onText(piece.text);
    }
    if (done) throw new Error("the answer ended without done");
  }
}

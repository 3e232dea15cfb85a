import "./prose.css";

/** The class for HTML rendered from our Markdown (articles, FAQ answers); styles in prose.css. */
export const PROSE = "learn-prose";

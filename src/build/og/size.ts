/** Open Graph image size: the 1.91:1 picture every network shows large. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

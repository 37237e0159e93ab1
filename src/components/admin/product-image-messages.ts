/**
 * Texts of the edit page's image swap (`POST /api/products/:id/image`), kept as data so the alert
 * list translates them (src/components/ui/known-messages.ts).
 */
export const productImageMessages = {
  replacedTitle: 'Image Replaced',
  replaceFailed: 'The image could not be replaced',
} as const;

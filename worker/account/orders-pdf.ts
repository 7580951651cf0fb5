/**
 * An order document from upstream handed to the browser as a download: the body streamed as it
 * arrives (never buffered), `application/pdf`, personal so no cache keeps it, and the file name the
 * storefront chose (order numbers only: nothing from the upstream's headers reaches the browser).
 */
export const pdfDownload = (upstream: Response, filename: string): Response =>
  new Response(upstream.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });

/**
 * How a lesson link opens (issue 19 item 5): in the app's own viewer when it can be shown there (a picture,
 * a video file, a PDF of this school, a YouTube or Vimeo video through their players), otherwise outside
 * the app after a step for the grown-up: most web pages refuse to be shown inside another site.
 */
export type LessonView =
  { kind: 'image'; src: string } | { kind: 'video'; src: string } | { kind: 'frame'; src: string } | { kind: 'outside'; href: string };

const IMAGE = /\.(png|jpe?g|gif|webp|svg)$/i;
const VIDEO = /\.(mp4|webm|ogv|ogg)$/i;

/** The view of a lesson link. */
export function lessonView(link: string, origin: string = window.location.origin): LessonView {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return { kind: 'outside', href: link };
  }
  if (url.protocol !== 'https:' && url.origin !== origin) return { kind: 'outside', href: link };
  const path = url.pathname;
  if (IMAGE.test(path)) return { kind: 'image', src: url.href };
  if (VIDEO.test(path)) return { kind: 'video', src: url.href };
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const youtube = host === 'youtu.be' ? path.slice(1) : host === 'youtube.com' && path === '/watch' ? url.searchParams.get('v') : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = host === 'vimeo.com' ? /^\/(\d{4,12})$/.exec(path)?.[1] : undefined;
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo}` };
  // A PDF of this school (an uploaded file) is shown by the browser's own PDF viewer inside the app.
  if (url.origin === origin && /\.pdf$|^\/files\//i.test(path)) return { kind: 'frame', src: url.href };
  return { kind: 'outside', href: url.href };
}

/**
 * An HLS stream derived from one fragmented mp4 (ISO BMFF with `moof`/`mdat` fragments), the way a
 * video CDN packages an upload: the `ftyp` + `moov` boxes are the initialisation segment
 * (`#EXT-X-MAP`), each `moof` + `mdat` pair is a media segment, and each segment's duration is
 * read from its own sample table (`trun`, else the `tfhd` or `trex` default), so the playlist
 * always matches the bytes. The same file is the progressive mp4 for players without HLS.
 */

type Box = { type: string; start: number; size: number; body: number };

const typeAt = (bytes: Uint8Array, at: number): string =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

/** The boxes between `from` and `to` (one level). A malformed size throws rather than guessing. */
export function boxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new Error(`malformed box at ${at}`);
    found.push({ type: typeAt(bytes, at + 4), start: at, size, body: at + header });
    at += size;
  }
  return found;
}

const child = (bytes: Uint8Array, parent: Box, type: string): Box | undefined =>
  boxes(bytes, parent.body, parent.start + parent.size).find((box) => box.type === type);

const path = (bytes: Uint8Array, root: Box | undefined, types: string[]): Box | undefined =>
  types.reduce<Box | undefined>((box, type) => (box ? child(bytes, box, type) : undefined), root);

export type HlsPackage = {
  init: Uint8Array;
  segments: { bytes: Uint8Array; seconds: number }[];
};

/** Splits a fragmented mp4 of one video track into an init segment and timed media segments. */
export function packageHls(bytes: Uint8Array): HlsPackage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = boxes(bytes);
  const ftyp = top.find((box) => box.type === 'ftyp');
  const moov = top.find((box) => box.type === 'moov');
  if (!ftyp || !moov) throw new Error('not an mp4: ftyp and moov are required');
  const mdhd = path(bytes, moov, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('no media header');
  // mdhd: version 1 has 64-bit times before the timescale.
  const timescale = view.getUint32(mdhd.body + ((bytes[mdhd.body] ?? 0) === 1 ? 20 : 12));
  const trex = path(bytes, moov, ['mvex', 'trex']);
  const trexDuration = trex ? view.getUint32(trex.body + 12) : 0;

  const segments: HlsPackage['segments'] = [];
  for (let i = 0; i < top.length; i++) {
    const moof = top[i];
    const mdat = top[i + 1];
    if (moof?.type !== 'moof') continue;
    if (mdat?.type !== 'mdat') throw new Error('a fragment without its media data');
    const traf = child(bytes, moof, 'traf');
    const tfhd = traf && child(bytes, traf, 'tfhd');
    const trun = traf && child(bytes, traf, 'trun');
    if (!tfhd || !trun) throw new Error('a fragment without its track run');
    const tfhdFlags = view.getUint32(tfhd.body) & 0xffffff;
    // tfhd: track id, then the optional fields in flag order.
    let field = tfhd.body + 8;
    if (tfhdFlags & 0x1) field += 8;
    if (tfhdFlags & 0x2) field += 4;
    const defaultDuration = tfhdFlags & 0x8 ? view.getUint32(field) : trexDuration;
    const trunFlags = view.getUint32(trun.body) & 0xffffff;
    const samples = view.getUint32(trun.body + 4);
    let ticks = 0;
    if (trunFlags & 0x100) {
      let at = trun.body + 8 + (trunFlags & 0x1 ? 4 : 0) + (trunFlags & 0x4 ? 4 : 0);
      const stride = [0x100, 0x200, 0x400, 0x800].filter((bit) => trunFlags & bit).length * 4;
      for (let s = 0; s < samples; s++, at += stride) ticks += view.getUint32(at);
    } else {
      ticks = samples * defaultDuration;
    }
    segments.push({
      bytes: bytes.subarray(moof.start, mdat.start + mdat.size),
      seconds: ticks / timescale,
    });
    i++;
  }
  if (segments.length === 0) throw new Error('not a fragmented mp4: no fragments');
  const init = new Uint8Array(ftyp.size + moov.size);
  init.set(bytes.subarray(ftyp.start, ftyp.start + ftyp.size), 0);
  init.set(bytes.subarray(moov.start, moov.start + moov.size), ftyp.size);
  return { init, segments };
}

/**
 * The VOD media playlist (fMP4 needs version 7 for `#EXT-X-MAP`). `name` is the playlist's own
 * file name without `.m3u8`: segments sit in a folder of that name beside it.
 */
export function mediaPlaylist(pkg: HlsPackage, name: string): string {
  const target = Math.ceil(Math.max(...pkg.segments.map((segment) => segment.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${name}/init.mp4"`,
    ...pkg.segments.flatMap((segment, n) => [`#EXTINF:${segment.seconds.toFixed(3)},`, `${name}/${n}.m4s`]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

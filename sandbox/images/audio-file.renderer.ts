/**
 * A small, valid WAV: the clip behind an `audio` widget, served at
 * `/wp-content/uploads/files/<name>.wav`. One minute of a soft tone at a low sample rate (8-bit
 * mono, 4 kHz: 240 kB), its pitch taken from the path, so a path always gives the same bytes.
 */
export const AUDIO_SECONDS = 60;

const SAMPLE_RATE = 4000;

export function audioClip(path: string): Buffer {
  const samples = SAMPLE_RATE * AUDIO_SECONDS;
  let code = 0;
  for (let index = 0; index < path.length; index += 1) code += path.charCodeAt(index);
  const pitch = 220 + (code % 220);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index += 1) {
    const seconds = index / SAMPLE_RATE;
    // A tone that swells and fades every two seconds, quiet enough not to startle.
    const envelope = 0.5 - 0.5 * Math.cos(Math.PI * (seconds % 2));
    wav.writeUInt8(
      Math.round(128 + 24 * envelope * Math.sin(2 * Math.PI * pitch * seconds)),
      44 + index,
    );
  }
  return wav;
}

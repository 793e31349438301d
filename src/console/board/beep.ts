/**
 * A short beep for a new order, made by Web Audio: no sound file to download or to allow in the
 * page's policy. Browsers start audio only after the page was touched once; before that the beep is
 * silently skipped (the count in the tab title still says it).
 */
let context: AudioContext | null = null;

export function beep(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.4);
  } catch {
    // No audio on this device: the title's count is the signal then.
  }
}

import { notifications } from '@mantine/notifications';
import type { NotificationPriority } from '@motorpool/domain/platform-lists';
import type {
  NotificationPreferences,
  NotificationView,
} from '@motorpool/domain/schemas/notification';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { mountHost } from '../../../shared/ui/overlay-hosts.ts';

// Urgent notifications show a red toast for 10 s, high ones an orange toast for
// 5 s; the others the default 4 s, coloured by their type. The host keeps at most 5 on screen.
const toastStyle: Record<NotificationPriority, { color?: string; autoClose: number }> = {
  urgent: { color: 'red', autoClose: 10_000 },
  high: { color: 'orange', autoClose: 5_000 },
  medium: { autoClose: 4_000 },
  low: { autoClose: 4_000 },
};

const typeColor = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' } as const;

export function toastStyleOf(notification: Pick<NotificationView, 'priority' | 'type'>) {
  const style = toastStyle[notification.priority];
  return { color: style.color ?? typeColor[notification.type], autoClose: style.autoClose };
}

export function showNotificationToast(notification: NotificationView, onOpen?: () => void): void {
  const style = toastStyleOf(notification);
  mountHost('notifications').catch(() => undefined);
  notifications.show({
    // the same notification twice (two tabs' events, a reconnect) replaces rather than stacks
    id: `notification-${notification.id}`,
    title: notification.title,
    message: notification.message,
    color: style.color,
    autoClose: style.autoClose,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    ...(onOpen ? { onClick: onOpen, style: { cursor: 'pointer' } } : {}),
  });
}

// Whether this notification pops up at all, and with a sound or on the desktop, per the
// user's preferences: the category's real-time alert, then the priority's choices.
export function alertsFor(
  notification: Pick<NotificationView, 'category' | 'priority'>,
  preferences: NotificationPreferences,
) {
  const category = preferences.categories[notification.category];
  const priority = preferences.priorities[notification.priority];
  const popup = preferences.realTime.enabled && category.enabled && category.push;
  return {
    toast: popup,
    sound: popup && preferences.realTime.sound && priority.sound,
    desktop: popup && preferences.realTime.desktop && priority.desktop,
  };
}

let audio: AudioContext | null = null;

// A short two-tone chime, higher for the urgent; browsers that refuse audio before the user
// has interacted with the page simply stay silent.
export function playChime(priority: NotificationPriority): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    const base = priority === 'urgent' ? 880 : 660;
    [0, 0.15].forEach((offset, index) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = base * (index === 0 ? 1 : 1.5);
      gain.gain.setValueAtTime(0.15, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.14);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.15);
    });
  } catch {
    audio = null;
  }
}

export function desktopSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

// Only while the page is hidden: in view, the toast already says it.
export function showDesktopNotification(notification: NotificationView): void {
  if (!desktopSupported() || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible') return;
  try {
    new Notification(notification.title, { body: notification.message, tag: notification.id });
  } catch {
    // some mobile browsers only allow it from a service worker
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import dbus from 'dbus-next';

// Chromium on Linux shows a web notification through the desktop's notification service (org.freedesktop.Notifications
// on the session bus) when one is there, and takes that service's ActionInvoked "default" as the person's tap: a
// trusted notificationclick, the only event that lets a service worker focus or open a tab. Headless Chromium has no
// screen to tap, so the journeys run a stand-in for that service on a private session bus of their own: it records
// each notification the browser shows and taps one on request.

export interface DesktopNotification {
  id: number;
  /** The notification's title. */
  summary: string;
  /** Chromium writes the site's origin, then the notification's body. */
  body: string;
}

class NotificationService extends dbus.interface.Interface {
  readonly shown: DesktopNotification[] = [];
  private nextId = 1;

  GetCapabilities(): string[] {
    return ['actions', 'body'];
  }

  GetServerInformation(): string[] {
    return ['booknook-e2e', 'BookNook', '1.0', '1.2'];
  }

  Notify(_app: string, replacesId: number, _icon: string, summary: string, body: string): number {
    const id = replacesId || this.nextId++;
    this.shown.push({ id, summary, body });
    return id;
  }

  CloseNotification(): void {}

  ActionInvoked(id: number, action: string): [number, string] {
    return [id, action];
  }
}

NotificationService.configureMembers({
  methods: {
    GetCapabilities: { inSignature: '', outSignature: 'as' },
    GetServerInformation: { inSignature: '', outSignature: 'ssss' },
    Notify: { inSignature: 'susssasa{sv}i', outSignature: 'u' },
    CloseNotification: { inSignature: 'u', outSignature: '' },
  },
  signals: { ActionInvoked: { signature: 'us' } },
});

/** A session bus that starts no services of its own (the browser would have it start an accessibility bus). */
const BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=DIR</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

export class DesktopNotifications {
  /** The private bus's address: the browser is launched with it as DBUS_SESSION_BUS_ADDRESS. */
  address = '';
  private daemon?: ChildProcess;
  private dir?: string;
  private bus?: dbus.MessageBus;
  private readonly service = new NotificationService('org.freedesktop.Notifications');

  async start(): Promise<this> {
    const dir = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-bus-'));
    this.dir = dir;
    const config = path.join(dir, 'bus.conf');
    writeFileSync(config, BUS_CONFIG.replace('DIR', dir));
    const daemon = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    this.daemon = daemon;
    const lines = createInterface({ input: daemon.stdout });
    this.address = await new Promise<string>((resolve, reject) => {
      daemon.once('error', reject);
      lines.once('line', resolve);
    });
    lines.close();
    this.bus = dbus.sessionBus({ busAddress: this.address });
    this.bus.export('/org/freedesktop/Notifications', this.service);
    await this.bus.requestName('org.freedesktop.Notifications', 0);
    return this;
  }

  /** What the browser has shown so far, oldest first (a notification replaced by its tag keeps its id). */
  get shown(): readonly DesktopNotification[] {
    return this.service.shown;
  }

  /** The person taps the notification `id`. */
  tap(id: number): void {
    this.service.ActionInvoked(id, 'default');
  }

  stop(): void {
    this.bus?.disconnect();
    this.daemon?.kill();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}

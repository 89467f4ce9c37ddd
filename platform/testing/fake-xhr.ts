/** Just enough of XMLHttpRequest to see what is sent and to answer. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  /** Every request made, in order (several photos upload at once). */
  static all: FakeXhr[] = [];
  answered = false;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  readonly listeners: Record<string, (() => void)[]> = {};
  readonly uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.listeners.abort?.forEach((listener) => listener());
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.progress?.forEach((listener) => listener({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  answer(status: number, json?: unknown) {
    this.answered = true;
    this.status = status;
    if (json !== undefined) {
      this.contentType = 'application/json; charset=utf-8';
      this.responseText = JSON.stringify(json);
    }
    this.listeners.load?.forEach((listener) => listener());
  }
}

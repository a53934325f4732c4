/**
 * Entry of the hosted-fields frame stand-in (built by ../buildFrame.ts). braintree-web names each
 * iframe `braintree-hosted-field-<field>` and puts its bus channel in the URL hash. Every frame says
 * FRAME_READY; the one the SDK replies to (the first field's) runs all of them, see HostedFieldsFrame.
 */
import constants from 'braintree-web/hosted-fields/shared/constants';
import Framebus from 'framebus';
import { HostedFieldsFrame } from './HostedFieldsFrame';
import type { FrameConfiguration } from './HostedFieldsFrame';

const NAME_PREFIX = 'braintree-hosted-field-';

/** The documents of this instance's frames (same channel), by field key, read through the parent. */
function fieldDocuments(channel: string): Map<string, Document> {
  const documents = new Map<string, Document>();
  const frames = window.parent.frames;
  for (let index = 0; index < frames.length; index += 1) {
    try {
      const frame = frames[index];
      if (frame?.location.hash.slice(1) === channel && frame.name.startsWith(NAME_PREFIX)) {
        documents.set(frame.name.slice(NAME_PREFIX.length), frame.document);
      }
    } catch {
      // A cross-origin frame of the page (not one of ours): reading it throws, and it is skipped.
    }
  }
  return documents;
}

const channel = window.location.hash.slice(1);
const field = window.name.startsWith(NAME_PREFIX) ? window.name.slice(NAME_PREFIX.length) : '';

if (channel !== '' && field !== '' && window.parent !== window) {
  // Only the page may talk to us, and we talk only to the page.
  const bus = new Framebus({ channel, targetFrames: [window.parent] });
  bus.emit(constants.events.FRAME_READY, { field }, (config) => {
    new HostedFieldsFrame(bus, (config ?? {}) as FrameConfiguration, fieldDocuments(channel));
  });
} else {
  document.body.textContent =
    'This is the offline stand-in for the braintree-web hosted-fields frame; braintree-web opens it in an iframe.';
}

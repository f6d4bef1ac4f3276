import { uploadActionClass } from '@common/react/resume-status';
import { sendMessage } from '../lib/messages';

/** The resume box's way to upload from the extension: open the app's settings in a tab. */
export function UploadInApp() {
  return (
    <button type="button" onClick={() => void sendMessage('openAppPage', { path: '/settings' })} className={uploadActionClass}>
      Upload one in the app
    </button>
  );
}

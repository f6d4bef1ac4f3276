import { mountExtensionPage } from '../../components/extension-root';
import { PopupApp } from './popup-app';

mountExtensionPage(<PopupApp />);

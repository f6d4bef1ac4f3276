import { mountExtensionPage } from '../../components/extension-root';
import { OptionsApp } from './options-app';

mountExtensionPage(<OptionsApp />);

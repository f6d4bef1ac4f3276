import { mountExtensionPage } from '../../components/extension-root';
import { SidePanelApp } from './side-panel-app';

mountExtensionPage(<SidePanelApp />);

/** The pay page's entry (pay.html): its own bundle, none of the staff app. */
import { mount } from '../kit/mount';
import { PayApp } from './PayApp';
import './pay.css';

mount(<PayApp />);

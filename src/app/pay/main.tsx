/** The pay page's entry (pay.html): its own bundle, none of the staff app. */
import { mount } from '../mount';
import { PayApp } from './PayApp';
import './pay.css';

mount(<PayApp />);

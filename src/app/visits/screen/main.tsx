/** The data screen's entry (screen.html): its own bundle, none of the staff app. */
import { mount } from '../../kit/mount';
import { ScreenApp } from './ScreenApp';
import './screen.css';

mount(<ScreenApp />);

/** The public find-a-grave page's entry (find.html): its own bundle, none of the staff app. */
import { mount } from '../kit/mount';
import { FindApp } from './FindApp';
import './find.css';

mount(<FindApp />);

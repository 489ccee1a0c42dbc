/** The public booking page's entry (visit.html): its own bundle, none of the staff app. */
import { mount } from '../../kit/mount';
import { VisitApp } from './VisitApp';
import '../../publicKit/public.css';

mount(<VisitApp />);

/** JMH benchmarks of Tiltfall's physics against reference engines measured in the same run. */
package com.tiltfall.bench;

"""Boot only: build the controller, attach the delegated handler, mark the page ready."""

from pyscript import document, window

from cardtable.ui.controller import Controller
from cardtable.ui.dom import BrowserPlatform, attach, typed_before_boot

window.performance.mark("boot:main.py imported")  # a milestone of the boot (tools/bench_boot.py)
root = document.getElementById("app")
controller = Controller(BrowserPlatform(root))
attach(controller, root)
controller.boot(typed=typed_before_boot(root))
document.documentElement.dataset.ready = "1"

"""Boot only: build the controller, attach the delegated handler, mark the page ready."""

from pyscript import document

from cardtable.ui.controller import Controller
from cardtable.ui.dom import BrowserPlatform, attach, typed_before_boot

root = document.getElementById("app")
controller = Controller(BrowserPlatform(root))
attach(controller, root)
controller.boot(typed=typed_before_boot(root))
document.documentElement.dataset.ready = "1"
